import { t } from '../i18n/t';
import { Button } from '../ui/button';
import { ScreenLayout } from '../ui/screen-layout';

/** Shown when a screen throws or its code cannot be loaded (e.g. a chunk missing after an update). */
export function RouteError() {
  return (
    <ScreenLayout title={t.app.name}>
      <p role="alert">{t.app.somethingWentWrong}</p>
      <Button onClick={() => window.location.reload()}>{t.app.reload}</Button>
    </ScreenLayout>
  );
}
