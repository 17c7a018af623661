import styles from './refresh-button.module.css';

interface RefreshButtonProps {
  /** What it refreshes, read out and shown on hover (the button shows only ↻). */
  label: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The refresh button in the header of a money screen (wallet, add fund); disabled while it refreshes. */
export function RefreshButton({ label, refreshing, onRefresh }: RefreshButtonProps) {
  return (
    <button
      type="button"
      className={styles.refresh}
      aria-label={label}
      title={label}
      disabled={refreshing}
      onClick={onRefresh}
    >
      <span aria-hidden="true">↻</span>
    </button>
  );
}
