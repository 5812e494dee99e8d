import { mergeLocaleFiles, type LocaleModule } from '../merge-locale-files';

// The areas that load with the signed-in app (and the help dialog), not with the login screen;
// index.ts leaves exactly these out (locale-split.test.ts).
export default mergeLocaleFiles(
  import.meta.glob<LocaleModule>(
    [
      './screens.json',
      './account.json',
      './posts.json',
      './groups.json',
      './notifications.json',
      './onboarding.json',
      './showcase.json',
      './help.json',
      './language.json',
      './join.json',
      './feedback.json',
      './export.json',
      './market.json',
      './events.json',
      './calendar.json',
      './orders.json',
      './delivery.json',
      './mail.json',
      './photos.json',
      './comments.json',
    ],
    { eager: true },
  ),
);
