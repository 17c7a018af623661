import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { text } from '../text';
import { Section } from './screen';
import { WhenLoaded } from './states';
import { useLoad } from './use-load';
import ui from './ui.module.css';

/** A section that loads its settings once (`load` is a module's fetcher, so it stays the same) and then shows their form. */
export function SettingsSection<T>(props: {
  title: string;
  load: () => Promise<T>;
  failureText: string;
  children: (settings: T) => ReactNode;
}) {
  const settings = useLoad(props.load, props.failureText);
  return (
    <Section title={props.title}>
      <WhenLoaded load={settings}>{props.children}</WhenLoaded>
    </Section>
  );
}

/** A settings form in a card with its one Save button, which says so and waits while the change is sent. */
export function SaveForm(props: { label?: string; busy: boolean; onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  const { label, busy, onSubmit, children } = props;
  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={onSubmit} noValidate aria-label={label} aria-busy={busy}>
      {children}
      <div className={ui.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? text.common.saving : text.common.save}
        </Button>
      </div>
    </form>
  );
}
