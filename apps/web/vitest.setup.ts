import { configure } from '@testing-library/react';
import { registerLanguage } from '@/lib/i18n';
import en from '@/locales/en.json';
import hu from '@/locales/hu.json';

// Screens wait for the session's user before their own requests; on a loaded CI machine
// (server, web and contract tests run side by side) that can exceed the default second.
configure({ asyncUtilTimeout: 5000 });

// The app loads one language on demand (lib/i18n.ts); tests switch freely, so both are here.
registerLanguage('en', en);
registerLanguage('hu', hu);
