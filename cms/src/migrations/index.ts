import * as migration_20261122_063030_initial from './20261122_063030_initial.ts';
import * as migration_20261122_064954_ai_assistant from './20261122_064954_ai_assistant.ts';
import * as migration_20261122_080611_assistant_greeting from './20261122_080611_assistant_greeting.ts';
import * as migration_20261122_092401_site_content from './20261122_092401_site_content.ts';
import * as migration_20261122_094218_media_medium_size from './20261122_094218_media_medium_size.ts';
import * as migration_20261122_095405_banners_announcements from './20261122_095405_banners_announcements.ts';
import * as migration_20261123_190938_media_uncropped_sizes from './20261123_190938_media_uncropped_sizes.ts';
import * as migration_20261125_013125_credit_packs from './20261125_013125_credit_packs.ts';
import * as migration_20261126_043027_staff_roles from './20261126_043027_staff_roles.ts';
import * as migration_20261126_043122_design_options from './20261126_043122_design_options.ts';
import * as migration_20261126_044024_ad_slots from './20261126_044024_ad_slots.ts';
import * as migration_20261127_184349_editor_password_change from './20261127_184349_editor_password_change.ts';
import * as migration_20261127_215156_media_storage_adapter from './20261127_215156_media_storage_adapter.ts';
import * as migration_20261128_135824_redirects from './20261128_135824_redirects.ts';
import * as migration_20261128_163525_preview_links from './20261128_163525_preview_links.ts';
import * as migration_20261128_165955_search_appearance from './20261128_165955_search_appearance.ts';
import * as migration_20261128_171020_tags from './20261128_171020_tags.ts';
import * as migration_20261128_211049_hero_small from './20261128_211049_hero_small.ts';
import * as migration_20261128_231810_global_drafts from './20261128_231810_global_drafts.ts';
import * as migration_20261129_192328_avif_renditions from './20261129_192328_avif_renditions.ts';

export const migrations = [
  {
    up: migration_20261122_063030_initial.up,
    down: migration_20261122_063030_initial.down,
    name: '20261122_063030_initial',
  },
  {
    up: migration_20261122_064954_ai_assistant.up,
    down: migration_20261122_064954_ai_assistant.down,
    name: '20261122_064954_ai_assistant',
  },
  {
    up: migration_20261122_080611_assistant_greeting.up,
    down: migration_20261122_080611_assistant_greeting.down,
    name: '20261122_080611_assistant_greeting',
  },
  {
    up: migration_20261122_092401_site_content.up,
    down: migration_20261122_092401_site_content.down,
    name: '20261122_092401_site_content',
  },
  {
    up: migration_20261122_094218_media_medium_size.up,
    down: migration_20261122_094218_media_medium_size.down,
    name: '20261122_094218_media_medium_size',
  },
  {
    up: migration_20261122_095405_banners_announcements.up,
    down: migration_20261122_095405_banners_announcements.down,
    name: '20261122_095405_banners_announcements',
  },
  {
    up: migration_20261123_190938_media_uncropped_sizes.up,
    down: migration_20261123_190938_media_uncropped_sizes.down,
    name: '20261123_190938_media_uncropped_sizes',
  },
  {
    up: migration_20261125_013125_credit_packs.up,
    down: migration_20261125_013125_credit_packs.down,
    name: '20261125_013125_credit_packs',
  },
  {
    up: migration_20261126_043027_staff_roles.up,
    down: migration_20261126_043027_staff_roles.down,
    name: '20261126_043027_staff_roles',
  },
  {
    up: migration_20261126_043122_design_options.up,
    down: migration_20261126_043122_design_options.down,
    name: '20261126_043122_design_options',
  },
  {
    up: migration_20261126_044024_ad_slots.up,
    down: migration_20261126_044024_ad_slots.down,
    name: '20261126_044024_ad_slots',
  },
  {
    up: migration_20261127_184349_editor_password_change.up,
    down: migration_20261127_184349_editor_password_change.down,
    name: '20261127_184349_editor_password_change',
  },
  {
    up: migration_20261127_215156_media_storage_adapter.up,
    down: migration_20261127_215156_media_storage_adapter.down,
    name: '20261127_215156_media_storage_adapter',
  },
  {
    up: migration_20261128_135824_redirects.up,
    down: migration_20261128_135824_redirects.down,
    name: '20261128_135824_redirects',
  },
  {
    up: migration_20261128_163525_preview_links.up,
    down: migration_20261128_163525_preview_links.down,
    name: '20261128_163525_preview_links',
  },
  {
    up: migration_20261128_165955_search_appearance.up,
    down: migration_20261128_165955_search_appearance.down,
    name: '20261128_165955_search_appearance',
  },
  {
    up: migration_20261128_171020_tags.up,
    down: migration_20261128_171020_tags.down,
    name: '20261128_171020_tags',
  },
  {
    up: migration_20261128_211049_hero_small.up,
    down: migration_20261128_211049_hero_small.down,
    name: '20261128_211049_hero_small',
  },
  {
    up: migration_20261128_231810_global_drafts.up,
    down: migration_20261128_231810_global_drafts.down,
    name: '20261128_231810_global_drafts',
  },
  {
    up: migration_20261129_192328_avif_renditions.up,
    down: migration_20261129_192328_avif_renditions.down,
    name: '20261129_192328_avif_renditions',
  },
];
