// Preloaded (`node --require`) into every Payload CLI run the scripts start.
// Payload's bin starts its work without awaiting it (`void start()`) and loads TypeScript through
// tsx's async loader hooks, which answer on a worker thread. On Node 20, while the main thread only
// waits for such an answer, nothing keeps its event loop alive: on a busy machine the process then
// ends with exit code 0 before the script ran (seen in CI as "the script ended without finishing").
// One referenced timer keeps it alive; every CLI command ends with process.exit itself.
setInterval(() => {}, 1 << 30)
