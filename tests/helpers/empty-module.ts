// Stand-in for `server-only` in tests (the real module throws outside React Server Components).
export {}
