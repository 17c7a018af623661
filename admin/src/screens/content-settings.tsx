import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { Markup } from '../../../src/ui/markup';
import {
  fetchContactSettings,
  fetchHowToPlay,
  fetchMainSettings,
  saveContactSettings,
  saveHowToPlay,
  saveMainSettings,
  type ContactSettings,
  type MainSettings,
} from '../api';
import { text } from '../text';
import { sendChange } from '../ui/feedback';
import { Field, TextAreaField } from '../ui/field';
import { SaveForm, SettingsSection } from '../ui/settings-form';
import ui from '../ui/ui.module.css';
import styles from './admin-content-screen.module.css';

const t = text.content;

export function MainSettingsPanel() {
  return (
    <SettingsSection title={t.tabMain} load={fetchMainSettings} failureText={t.settingsLoadFailed}>
      {(initial) => <MainSettingsForm initial={initial} />}
    </SettingsSection>
  );
}

function MainSettingsForm({ initial }: { initial: MainSettings }) {
  const [values, setValues] = useState({
    ...initial,
    upiName: initial.upiName ?? '',
    minimumDeposit: String(initial.minimumDeposit ?? ''),
    minimumWithdraw: String(initial.minimumWithdraw ?? ''),
  });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));
  const digits = (key: 'minimumDeposit' | 'minimumWithdraw') => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value.replace(/\D/g, '') }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await sendChange(
      () =>
        saveMainSettings({
          appLink: values.appLink.trim(),
          whatsappNumber: values.whatsappNumber.trim(),
          upiId: values.upiId.trim(),
          upiName: values.upiName.trim(),
          minimumDeposit: Number(values.minimumDeposit || 0),
          minimumWithdraw: Number(values.minimumWithdraw || 0),
          withdrawalOpenTime: values.withdrawalOpenTime.trim(),
          withdrawalCloseTime: values.withdrawalCloseTime.trim(),
        }),
      t.saved,
      t.saveFailed,
    );
    setBusy(false);
  };

  return (
    <SaveForm onSubmit={submit} busy={busy}>
      <div className={ui.formGrid}>
        <Field label={t.appLink} type="url" value={values.appLink} onChange={set('appLink')} maxLength={INPUT_LIMITS.appLink.max} autoComplete="off" />
        <Field label={t.whatsappNumber} type="tel" inputMode="numeric" value={values.whatsappNumber} onChange={set('whatsappNumber')} maxLength={INPUT_LIMITS.mobileNumber.max} />
        <Field label={t.upiId} value={values.upiId} onChange={set('upiId')} maxLength={INPUT_LIMITS.upiId.max} hint={t.upiIdHint} autoComplete="off" />
        <Field label={t.upiName} value={values.upiName} onChange={set('upiName')} maxLength={INPUT_LIMITS.upiName.max} hint={t.upiNameHint} autoComplete="off" />
        <Field label={t.minimumDeposit} inputMode="numeric" value={values.minimumDeposit} onChange={digits('minimumDeposit')} />
        <Field label={t.minimumWithdraw} inputMode="numeric" value={values.minimumWithdraw} onChange={digits('minimumWithdraw')} />
        <Field label={t.withdrawalOpenTime} value={values.withdrawalOpenTime} onChange={set('withdrawalOpenTime')} hint={t.windowHint} />
        <Field label={t.withdrawalCloseTime} value={values.withdrawalCloseTime} onChange={set('withdrawalCloseTime')} hint={t.windowHint} />
      </div>
    </SaveForm>
  );
}

export function ContactSettingsPanel() {
  return (
    <SettingsSection title={t.tabContact} load={fetchContactSettings} failureText={t.settingsLoadFailed}>
      {(initial) => <ContactSettingsForm initial={initial} />}
    </SettingsSection>
  );
}

function ContactSettingsForm({ initial }: { initial: ContactSettings }) {
  const [values, setValues] = useState<ContactSettings>({
    mobileNumber: initial.mobileNumber ?? '',
    email: initial.email ?? '',
    whatsappNumber: initial.whatsappNumber ?? '',
  });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof ContactSettings) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await sendChange(
      () => saveContactSettings({ mobileNumber: values.mobileNumber.trim(), email: values.email.trim(), whatsappNumber: values.whatsappNumber.trim() }),
      t.saved,
      t.saveFailed,
    );
    setBusy(false);
  };

  return (
    <SaveForm onSubmit={submit} busy={busy}>
      <div className={ui.formGrid}>
        <Field label={t.contactMobile} type="tel" inputMode="numeric" value={values.mobileNumber} onChange={set('mobileNumber')} maxLength={INPUT_LIMITS.mobileNumber.max} />
        <Field label={t.contactEmail} type="email" value={values.email} onChange={set('email')} maxLength={INPUT_LIMITS.email.max} />
        <Field label={t.contactWhatsapp} type="tel" inputMode="numeric" value={values.whatsappNumber} onChange={set('whatsappNumber')} maxLength={INPUT_LIMITS.mobileNumber.max} />
      </div>
    </SaveForm>
  );
}

export function HowToPlayPanel() {
  return (
    <SettingsSection title={t.tabHowToPlay} load={fetchHowToPlay} failureText={t.howToPlayLoadFailed}>
      {(guide) => <HowToPlayEditor initial={guide.content ?? ''} initialHi={guide.contentHi ?? ''} />}
    </SettingsSection>
  );
}

/** One language's markup beside a live preview rendered by the player app's own renderer (what players will see). */
function GuideField(props: {
  label: string;
  hint: string;
  previewLabel: string;
  previewId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { label, hint, previewLabel, previewId, value, onChange } = props;
  return (
    <div className={styles.editor}>
      <TextAreaField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        hint={hint}
        rows={16}
        maxLength={INPUT_LIMITS.howToPlay.max}
      />
      <section className={styles.preview} aria-label={previewLabel}>
        <p className={ui.label}>{previewLabel}</p>
        <div className={styles.previewBody} data-testid={previewId}>
          {value.trim() === '' ? <p className={ui.muted}>{t.emptyPreview}</p> : <Markup text={value} headingBase={3} />}
        </div>
      </section>
    </div>
  );
}

/** The guide in English and in Hindi; the Hindi is sent only when it changed (left out, the server keeps it). */
function HowToPlayEditor({ initial, initialHi }: { initial: string; initialHi: string }) {
  const [content, setContent] = useState(initial);
  const [contentHi, setContentHi] = useState(initialHi);
  const [savedHi, setSavedHi] = useState(initialHi);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = contentHi === savedHi ? { content } : { content, contentHi };
    if (await sendChange(() => saveHowToPlay(body), t.howToPlaySaved, t.saveFailed)) setSavedHi(contentHi);
    setBusy(false);
  };

  return (
    <SaveForm onSubmit={submit} busy={busy}>
      <GuideField
        label={t.howToPlayContent}
        hint={t.howToPlayHint}
        previewLabel={t.howToPlayPreview}
        previewId="how-to-play-preview"
        value={content}
        onChange={setContent}
      />
      <GuideField
        label={t.howToPlayContentHi}
        hint={t.howToPlayHintHi}
        previewLabel={t.howToPlayPreviewHi}
        previewId="how-to-play-preview-hi"
        value={contentHi}
        onChange={setContentHi}
      />
    </SaveForm>
  );
}
