export { default } from '@/app/(site)/[locale]/not-found'
