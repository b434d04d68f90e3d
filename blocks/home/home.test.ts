import { describe, expect, it } from 'vitest'

import { NOT_AN_ARRAY_MESSAGE } from '@/lib/assert-array'

import { HOME_NEWS_TILES, showAllNewsTile } from './news-tiles'
import { toStageItems } from './stage'

const media = (id: number) => ({
  id,
  url: `/media/${id}.jpg`,
  alt: `Bild ${id}`,
  width: 1920,
  sizes: { medium: { url: `/media/${id}-1024.jpg`, width: 1024 } },
})

describe('home stage items', () => {
  it('requires the stage to be an array', () => {
    expect(() => toStageItems({ title: 'kein Array' })).toThrow(NOT_AN_ARRAY_MESSAGE)
    expect(toStageItems(null)).toEqual([])
  })

  it('keeps items with a background and fills slider and thumbnail pictures from it', () => {
    const items = toStageItems([
      { id: 'a', title: 'Bühne', backgroundImage: media(1), alt: 'Landstrasse' },
      { id: 'b', title: 'Ohne Bild', backgroundImage: 7 },
    ])
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      title: 'Bühne',
      background: {
        fallback: '/media/1.jpg',
        alt: 'Landstrasse',
        srcset: '/media/1-1024.jpg 1024w, /media/1.jpg 1920w',
      },
    })
    expect(items[0]!.slider.fallback).toBe('/media/1.jpg')
    expect(items[0]!.thumbnail.alt).toBe('')
  })
})

describe('home news tiles', () => {
  it('shows 3 articles and adds the all-news tile only with fewer articles and a link', () => {
    expect(HOME_NEWS_TILES).toBe(3)
    expect(showAllNewsTile(2, '/de-ch/news')).toBe(true)
    expect(showAllNewsTile(3, '/de-ch/news')).toBe(false)
    expect(showAllNewsTile(2, null)).toBe(false)
    expect(showAllNewsTile(0, '/de-ch/news')).toBe(false)
  })
})
