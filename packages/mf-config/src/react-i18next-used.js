// What the shared react-i18next singleton provides: every export the front ends use, and nothing
// else (see react-router-used.js for why). The package's entry also carries <Trans>, the ICU
// <IcuTrans> and an HTML parser for them, which no front end uses. Checked by
// packages/mf-config/test/shared-used-exports.test.ts.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-whole';
