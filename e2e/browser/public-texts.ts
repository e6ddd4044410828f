// The public remote's texts in every language, each language's files merged into one object as the
// pages see them: the remote's shared namespace (`mf-public/src/i18n`) and the namespaces of single
// pages (`features/*/i18n`, registered when those pages load) keep distinct top-level keys.
import sharedKo from '../../mf-public/src/i18n/ko.json' with { type: 'json' };
import sharedEn from '../../mf-public/src/i18n/en.json' with { type: 'json' };
import sharedCn from '../../mf-public/src/i18n/cn.json' with { type: 'json' };
import sharedJp from '../../mf-public/src/i18n/jp.json' with { type: 'json' };
import centreGuideKo from '../../mf-public/src/features/centre-guide/i18n/ko.json' with { type: 'json' };
import centreGuideEn from '../../mf-public/src/features/centre-guide/i18n/en.json' with { type: 'json' };
import centreGuideCn from '../../mf-public/src/features/centre-guide/i18n/cn.json' with { type: 'json' };
import centreGuideJp from '../../mf-public/src/features/centre-guide/i18n/jp.json' with { type: 'json' };
import scheduleKo from '../../mf-public/src/features/schedule/i18n/ko.json' with { type: 'json' };
import scheduleEn from '../../mf-public/src/features/schedule/i18n/en.json' with { type: 'json' };
import scheduleCn from '../../mf-public/src/features/schedule/i18n/cn.json' with { type: 'json' };
import scheduleJp from '../../mf-public/src/features/schedule/i18n/jp.json' with { type: 'json' };
import boardsKo from '../../mf-public/src/features/notices/i18n/ko.json' with { type: 'json' };
import boardsEn from '../../mf-public/src/features/notices/i18n/en.json' with { type: 'json' };
import boardsCn from '../../mf-public/src/features/notices/i18n/cn.json' with { type: 'json' };
import boardsJp from '../../mf-public/src/features/notices/i18n/jp.json' with { type: 'json' };
import educationKo from '../../mf-public/src/features/education/i18n/ko.json' with { type: 'json' };
import educationEn from '../../mf-public/src/features/education/i18n/en.json' with { type: 'json' };
import educationCn from '../../mf-public/src/features/education/i18n/cn.json' with { type: 'json' };
import educationJp from '../../mf-public/src/features/education/i18n/jp.json' with { type: 'json' };
import galleryKo from '../../mf-public/src/features/gallery/i18n/ko.json' with { type: 'json' };
import galleryEn from '../../mf-public/src/features/gallery/i18n/en.json' with { type: 'json' };
import galleryCn from '../../mf-public/src/features/gallery/i18n/cn.json' with { type: 'json' };
import galleryJp from '../../mf-public/src/features/gallery/i18n/jp.json' with { type: 'json' };
import termsKo from '../../mf-public/src/features/terms/i18n/ko.json' with { type: 'json' };
import termsEn from '../../mf-public/src/features/terms/i18n/en.json' with { type: 'json' };
import termsCn from '../../mf-public/src/features/terms/i18n/cn.json' with { type: 'json' };
import termsJp from '../../mf-public/src/features/terms/i18n/jp.json' with { type: 'json' };

export const PUBLIC_TEXTS = {
  ko: { ...sharedKo, ...centreGuideKo, ...scheduleKo, ...boardsKo, ...educationKo, ...galleryKo, ...termsKo },
  en: { ...sharedEn, ...centreGuideEn, ...scheduleEn, ...boardsEn, ...educationEn, ...galleryEn, ...termsEn },
  cn: { ...sharedCn, ...centreGuideCn, ...scheduleCn, ...boardsCn, ...educationCn, ...galleryCn, ...termsCn },
  jp: { ...sharedJp, ...centreGuideJp, ...scheduleJp, ...boardsJp, ...educationJp, ...galleryJp, ...termsJp },
} as const;
