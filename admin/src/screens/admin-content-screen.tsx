import { useState } from 'react';
import { calendarText } from '../calendar-text';
import { text } from '../text';
import { Screen } from '../ui/screen';
import { Tabs } from '../ui/tabs';
import { BannersPanel } from './content-banners';
import { ContactSettingsPanel, HowToPlayPanel, MainSettingsPanel } from './content-settings';
import { MaintenancePanel, WithdrawalWindowPanel } from './content-switches';

type Tab = 'banners' | 'main' | 'switches' | 'contact' | 'howToPlay';
const t = text.content;

const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'banners', label: t.tabBanners },
  { value: 'main', label: t.tabMain },
  { value: 'switches', label: calendarText.tabSchedule },
  { value: 'contact', label: t.tabContact },
  { value: 'howToPlay', label: t.tabHowToPlay },
];

/**
 * What players read: banners, the app's main settings, the withdrawal window and the maintenance switch, contact
 * details and the How To Play guide.
 */
export default function ContentScreen() {
  const [tab, setTab] = useState<Tab>('banners');
  return (
    <Screen title={t.title}>
      <Tabs label={t.title} tabs={TABS} value={tab} onChange={setTab} />
      <div role="tabpanel" aria-label={TABS.find((entry) => entry.value === tab)!.label}>
        {tab === 'banners' && <BannersPanel />}
        {tab === 'main' && <MainSettingsPanel />}
        {tab === 'switches' && (
          <>
            <WithdrawalWindowPanel />
            <MaintenancePanel />
          </>
        )}
        {tab === 'contact' && <ContactSettingsPanel />}
        {tab === 'howToPlay' && <HowToPlayPanel />}
      </div>
    </Screen>
  );
}
