import styles from './ui.module.css';

/** A player's tags as chips (nothing when there are none). */
export function TagChips({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.chip}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
