import { Button } from '../../../src/ui/button';
import { text } from '../text';
import styles from './console-layout.module.css';

/** A screen that failed to load (a chunk missing after a deploy, a bug): say so and offer a reload. */
export function RouteError() {
  return (
    <main className={styles.routeError} role="alert">
      <h1>{text.title}</h1>
      <p>{text.somethingWentWrong}</p>
      <Button onClick={() => window.location.reload()}>{text.common.tryAgain}</Button>
    </main>
  );
}
