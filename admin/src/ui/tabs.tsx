import styles from './ui.module.css';

interface TabsProps<V extends string> {
  label: string;
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** Sections of one screen as tabs (role="tablist"); arrow keys move between them. */
export function Tabs<V extends string>({ label, tabs, value, onChange }: TabsProps<V>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
            onChange(next.value);
            const siblings = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
            siblings?.[tabs.indexOf(next)]?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
