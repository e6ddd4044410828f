import { initI18n } from '@centre/platform';
import { bootstrap, mount } from './lifecycles.tsx';

initI18n();
const domElement = document.getElementById('root') ?? document.body;
await bootstrap({ name: 'mf_console' });
await mount({ name: 'mf_console', domElement });
