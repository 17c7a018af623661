/** Hindi of en-maintenance.ts. */
import type { Catalogue } from './catalogue';
import type { enMaintenance } from './en-maintenance';

export const hiMaintenance: Catalogue<typeof enMaintenance> = {
  title: 'रखरखाव',
  betting: 'बोली अभी रुकी हुई है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  deposits: 'जमा अभी रुका हुआ है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
};
