'use client'

export { default } from '@/app/(site)/[locale]/error'
