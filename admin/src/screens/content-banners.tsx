import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { Button } from '../../../src/ui/button';
import { bannerImageUrl, deleteBanner, fetchBanners, retitleBanner, uploadBanner, type Banner } from '../api';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { sendChange, showError, showSuccess } from '../ui/feedback';
import { pageOfList } from '../ui/paged-list';
import { Field } from '../ui/field';
import { Pagination } from '../ui/pagination';
import { Section } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-content-screen.module.css';

const t = text.content;
export const BANNER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The dashboard carousel's banners: upload with a preview of the chosen image, delete after confirming. */
export function BannersPanel() {
  const banners = useLoad(useCallback(() => fetchBanners(), []), t.bannersLoadFailed);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const shown = banners.state.data ? pageOfList(banners.state.data, page, 12) : null;

  return (
    <div className={ui.form}>
      <Section title={t.uploadTitle}>
        <UploadForm onUploaded={banners.reload} />
      </Section>
      <Section title={t.tabBanners}>
        {banners.state.status === 'loading' && !banners.state.data && <Loading />}
        {banners.state.status === 'error' && !banners.state.data && <LoadError message={banners.state.message} onRetry={banners.reload} />}
        {banners.state.data && banners.state.data.length === 0 && <Empty>{t.bannersEmpty}</Empty>}
        {shown && shown.items.length > 0 && (
          <ul className={styles.banners}>
            {shown.items.map((banner) => (
              <li key={banner._id} className={styles.banner} data-testid="banner">
                <img src={bannerImageUrl(banner)} alt={banner.title || t.untitled} className={styles.bannerImage} loading="lazy" />
                {editing === banner._id ? (
                  <TitleForm
                    banner={banner}
                    onDone={(changed) => {
                      setEditing(null);
                      if (changed) banners.reload();
                    }}
                  />
                ) : (
                  <div className={styles.bannerFoot}>
                    <span className={styles.bannerTitle} data-testid="banner-title">
                      {banner.title || t.untitled}
                    </span>
                    <Button variant="secondary" onClick={() => setEditing(banner._id)} aria-label={`${t.editTitle} ${banner.title || t.untitled}`}>
                      {t.editTitle}
                    </Button>
                    <Button variant="secondary" onClick={() => setDeleting(banner)} aria-label={`${t.delete} ${banner.title || t.untitled}`}>
                      {t.delete}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {shown && shown.items.length > 0 && <Pagination pagination={shown.pagination} onPage={setPage} />}
      </Section>
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.delete}
          tone="danger"
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const deleted = await sendChange(() => deleteBanner(deleting._id), t.deleted, t.deleteFailed);
            if (deleted) banners.reload();
            return deleted;
          }}
        >
          <img src={bannerImageUrl(deleting)} alt="" className={styles.bannerImage} />
          <p>{t.deleteBody(deleting.title || t.untitled)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** A banner's title changed in place: the words shown beside its image and read out for it in the app. */
function TitleForm({ banner, onDone }: { banner: Banner; onDone: (changed: boolean) => void }) {
  const [title, setTitle] = useState(banner.title);
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const changed = await sendChange(() => retitleBanner(banner._id, title.trim()), t.titleSaved, t.titleFailed);
    setSaving(false);
    if (changed) onDone(true);
  };
  return (
    <form className={styles.bannerFoot} onSubmit={save} noValidate>
      <Field
        label={t.bannerTitle}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={INPUT_LIMITS.bannerTitle.max}
        autoComplete="off"
      />
      <Button type="submit" disabled={saving}>
        {t.saveTitle}
      </Button>
      <Button variant="secondary" onClick={() => onDone(false)}>
        {text.common.cancel}
      </Button>
    </form>
  );
}

function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The preview is an object URL of the chosen file (the CSP allows blob: images); freed when replaced.
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    if (chosen && !(BANNER_TYPES as readonly string[]).includes(chosen.type)) {
      setError(t.imageTypeInvalid);
      setFile(null);
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t.imageRequired);
      return;
    }
    setBusy(true);
    try {
      const reply = await uploadBanner(file, title.trim());
      showSuccess(reply.message, t.uploaded);
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    } catch (failure) {
      showError(failure, t.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate>
      <div className={ui.formGrid}>
        <Field label={t.bannerTitle} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={INPUT_LIMITS.bannerTitle.max} autoComplete="off" />
        <div className={ui.field}>
          <label htmlFor={fileId} className={ui.label}>
            {t.image}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            className={ui.input}
            type="file"
            accept={BANNER_TYPES.join(',')}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            aria-describedby={`${fileId}-hint`}
          />
          <p id={`${fileId}-hint`} className={ui.hint}>
            {t.imageHint}
          </p>
        </div>
      </div>
      {previewUrl && <img src={previewUrl} alt={t.previewAlt} className={styles.bannerImage} data-testid="banner-preview" />}
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={ui.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? t.uploading : t.upload}
        </Button>
      </div>
    </form>
  );
}
