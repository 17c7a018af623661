/** Hindi of the drawer's link to the Responsible play screen (./en-responsible-play-link.ts). */
import type { Catalogue } from './catalogue';
import type { enResponsiblePlayLink } from './en-responsible-play-link';

export const hiResponsiblePlayLink: Catalogue<typeof enResponsiblePlayLink> = {
  title: 'ज़िम्मेदार खेल',
};
