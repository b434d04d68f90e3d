import type { Block } from 'payload'

import { CAMPAIGN_BACKGROUND_TYPES } from '../enums'
import { enumSelect, imageField, linkGroup, navigationColorField } from '../fields'
import { INVALID_CAMPAIGN_BANNER_MESSAGE, isValidCampaignBanner, validateRows } from '../validity'

export const CampaignBannerBlock: Block = {
  slug: 'campaignBanner',
  interfaceName: 'CampaignBannerBlock',
  labels: { singular: 'Campaign banner', plural: 'Campaign banners' },
  fields: [
    {
      name: 'banners',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description:
          'Several banners become a slider. Each needs a title, a subtitle, a link or a background image.',
      },
      validate: validateRows(isValidCampaignBanner, INVALID_CAMPAIGN_BANNER_MESSAGE),
      fields: [
        { name: 'title', type: 'text' },
        { name: 'subtitle', type: 'text' },
        linkGroup(),
        imageField('backgroundImage'),
        imageField('backgroundImageMobile', false, 'Narrow crop for phones (optional).'),
        imageField('productImage', false, 'Cut-out product picture in front of the background.'),
        enumSelect('backgroundType', CAMPAIGN_BACKGROUND_TYPES, 'default'),
        {
          name: 'triggerContactMenu',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'For signed-in customers with a contact person, the button opens the contact menu instead of the link.',
          },
        },
      ],
    },
    navigationColorField(),
  ],
}
