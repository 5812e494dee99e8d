import { mergeLocaleFiles, type LocaleModule } from '../merge-locale-files';

// Every `*.json` here, one per area of the app, so features add their texts in files of their
// own — except the areas only signed-in screens read, which load after sign-in (signed-in.ts),
// so the login screen does not download them (decision 111).
export default mergeLocaleFiles(
  import.meta.glob<LocaleModule>(
    [
      './*.json',
      '!./screens.json',
      '!./account.json',
      '!./posts.json',
      '!./groups.json',
      '!./notifications.json',
      '!./onboarding.json',
      '!./showcase.json',
      '!./help.json',
      '!./language.json',
      '!./join.json',
      '!./feedback.json',
      '!./export.json',
      '!./market.json',
      '!./events.json',
      '!./calendar.json',
      '!./orders.json',
      '!./delivery.json',
      '!./mail.json',
      '!./photos.json',
      '!./comments.json',
    ],
    { eager: true },
  ),
);
