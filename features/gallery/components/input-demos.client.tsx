'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Chips } from '@/components/chips/chips.client'
import { DatePicker, DateRangePicker } from '@/components/date-picker/date-picker.client'
import { ButtonSelectFilter } from '@/components/filters/button-select-filter.client'
import { MultiSelectFilter } from '@/components/filters/multi-select-filter.client'
import { SelectFilter } from '@/components/filters/select-filter.client'
import { NumberInput } from '@/components/number-input/number-input.client'

import { GallerySection } from './section'

const VISCOSITIES = [
  { value: '0w20', label: '0W-20', count: 12 },
  { value: '5w30', label: '5W-30', count: 40 },
  { value: '5w40', label: '5W-40', count: 23 },
  { value: '10w40', label: '10W-40', count: 7 },
]

/** Chips, number input, filters and date pickers with their current values shown. */
export function InputDemos() {
  const t = useTranslations('gallery')
  const [quantity, setQuantity] = useState(1)
  const [single, setSingle] = useState('')
  const [multi, setMulti] = useState<string[]>(['5w30'])
  const [multiEmits, setMultiEmits] = useState(0)
  const [buttons, setButtons] = useState<string[]>([])
  const [date, setDate] = useState<string | null>(null)
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null })
  const [active, setActive] = useState<string[]>([])
  const topics = ['motor', 'gear', 'grease', 'coolant', 'hydraulic'].map((id) => ({
    id,
    label: t(`chips.${id}`),
    active: active.includes(id),
  }))

  return (
    <>
      <GallerySection id="chips" title={t('chips.title')} hint={t('chips.hint')}>
        <Chips
          chips={topics}
          label={t('chips.title')}
          onSelect={(chip) =>
            setActive((a) => (a.includes(chip.id) ? a.filter((x) => x !== chip.id) : [...a, chip.id]))
          }
        />
      </GallerySection>

      <GallerySection id="number-input" title={t('numberInput.title')} hint={t('numberInput.hint')}>
        <NumberInput label={t('numberInput.label')} value={quantity} onChange={setQuantity} />
        <output className="gallery-output" data-testid="number-input-value">
          {t('value', { value: String(quantity) })}
        </output>
      </GallerySection>

      <GallerySection id="filters" title={t('filters.title')} hint={t('filters.hint')}>
        <div className="gallery-row">
          <SelectFilter
            label={t('filters.select')}
            options={VISCOSITIES}
            value={single}
            onChange={setSingle}
            placeholder={t('filters.all')}
          />
          <MultiSelectFilter
            label={t('filters.multi')}
            options={VISCOSITIES}
            value={multi}
            onChange={(next) => {
              setMulti(next)
              setMultiEmits((n) => n + 1)
            }}
          />
          <ButtonSelectFilter
            label={t('filters.buttons')}
            options={VISCOSITIES.slice(0, 3)}
            value={buttons}
            onChange={setButtons}
          />
        </div>
        <output className="gallery-output" data-testid="filters-value">
          {t('filters.state', {
            single: single || '–',
            multi: multi.join(', ') || '–',
            emits: multiEmits,
            buttons: buttons.join(', ') || '–',
          })}
        </output>
      </GallerySection>

      <GallerySection id="date-picker" title={t('datePicker.title')} hint={t('datePicker.hint')}>
        <div className="gallery-row">
          <DatePicker label={t('datePicker.single')} value={date} onChange={setDate} />
          <DateRangePicker
            labels={{ from: t('datePicker.from'), to: t('datePicker.to') }}
            value={range}
            onChange={setRange}
          />
        </div>
        <output className="gallery-output" data-testid="date-value">
          {t('value', { value: date ?? '–' })}
        </output>
      </GallerySection>
    </>
  )
}
