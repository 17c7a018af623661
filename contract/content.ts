import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, Rupees } from './common.js';

/** What operators publish: banners, the main settings, contact details and the How To Play page. */

/** A banner of the dashboard's carousel. `imagePath` is `/uploads/{file}`, served under `/api/banner-settings`. */
export const Banner = Type.Object({
  _id: Id,
  imagePath: Type.String(),
  title: Type.String(),
});
export type Banner = Static<typeof Banner>;

/** A banner as operators see it: with when it was added. */
export const AdminBanner = Type.Object({ ...Banner.properties, createdAt: Instant });
export type AdminBanner = Static<typeof AdminBanner>;

/** The answer of GET /banner-settings/public: the carousel, in the order the banners were added. */
export const PublicBanners = Type.Array(Banner);
export type PublicBanners = Static<typeof PublicBanners>;

/** The path of GET /banner-settings/uploads/:file. */
export const BannerFileParams = Type.Object({ file: Type.String() });

/** A banner's image bytes (PNG, JPEG or WebP). */
export const BannerImage = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The answer of GET /admin/banners. */
export const AdminBannerList = Type.Object({ banners: Type.Array(AdminBanner) });
export type AdminBannerList = Static<typeof AdminBannerList>;


/** The body of PATCH /admin/banners/:id: the new title (judged by the banner rules, hence loose). */
export const BannerTitleBody = Type.Object({ title: Type.Optional(Type.Unknown()) });
export type BannerTitleBody = Static<typeof BannerTitleBody>;

/** The answer of POST /admin/banners (201), PATCH and DELETE /admin/banners/:id: the banner added, changed or removed. */
export const BannerChange = Type.Object({ message: Type.String(), banner: AdminBanner });
export type BannerChange = Static<typeof BannerChange>;

/** The public settings: links, UPI payee, and the money rules' minimums and withdrawal window. */
export const MainSettings = Type.Object({
  appLink: Type.String(),
  whatsappNumber: Type.String(),
  upiId: Type.String(),
  /** The payee's name the app shows and puts in the UPI link (`pn`); "" until an operator sets it. */
  upiName: Type.String(),
  minimumDeposit: Rupees,
  minimumWithdraw: Rupees,
  /** Display times like "6:00 AM": the window is shown, not enforced. */
  withdrawalOpenTime: Type.String(),
  withdrawalCloseTime: Type.String(),
});
export type MainSettings = Static<typeof MainSettings>;

/**
 * When withdrawal requests are taken: with `enforced`, only on the listed IST weekdays (0 = Sunday), between the
 * main settings' withdrawalOpenTime and withdrawalCloseTime, and not on a holiday that closes every market.
 * GET and PUT /admin/withdrawal-window answer it; PUT's body is the same, loose (the rules judge it; absent: unchanged).
 */
export const WithdrawalWindow = Type.Object({
  enforced: Type.Boolean(),
  days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 })),
});
export type WithdrawalWindow = Static<typeof WithdrawalWindow>;

export const WithdrawalWindowBody = Type.Object({ enforced: Type.Optional(Type.Unknown()), days: Type.Optional(Type.Unknown()) });


/** The body of PUT /admin/main-settings: fields left out keep their value; the rules judge the values. */
export const MainSettingsBody = Type.Object({
  appLink: Type.Optional(Type.Unknown()),
  whatsappNumber: Type.Optional(Type.Unknown()),
  upiId: Type.Optional(Type.Unknown()),
  upiName: Type.Optional(Type.Unknown()),
  minimumDeposit: Type.Optional(Type.Unknown()),
  minimumWithdraw: Type.Optional(Type.Unknown()),
  withdrawalOpenTime: Type.Optional(Type.Unknown()),
  withdrawalCloseTime: Type.Optional(Type.Unknown()),
});
export type MainSettingsBody = Static<typeof MainSettingsBody>;

/** The answer of PUT /admin/main-settings. */
export const MainSettingsSaved = Type.Object({ message: Type.String(), settings: MainSettings });
export type MainSettingsSaved = Static<typeof MainSettingsSaved>;

/** The contact details of GET /contact-settings ("" for what was never set). */
export const ContactSettings = Type.Object({
  mobileNumber: Type.String(),
  email: Type.String(),
  whatsappNumber: Type.String(),
});
export type ContactSettings = Static<typeof ContactSettings>;

/** The body of PUT /admin/contact-settings: fields left out keep their value; "" clears one. */
export const ContactSettingsBody = Type.Object({
  mobileNumber: Type.Optional(Type.Unknown()),
  email: Type.Optional(Type.Unknown()),
  whatsappNumber: Type.Optional(Type.Unknown()),
});
export type ContactSettingsBody = Static<typeof ContactSettingsBody>;

/** The answer of PUT /admin/contact-settings. */
export const ContactSettingsSaved = Type.Object({ message: Type.String(), settings: ContactSettings });
export type ContactSettingsSaved = Static<typeof ContactSettingsSaved>;

/**
 * The How To Play page: markup, verbatim as the operator saved it ("" before then); `contentHi` the Hindi, only
 * once the operator wrote one (the app shows the English in its place until then).
 */
export const HowToPlay = Type.Object({ content: Type.String(), contentHi: Type.Optional(Type.String()) });
export type HowToPlay = Static<typeof HowToPlay>;

/** The body of PUT /admin/how-to-play: `contentHi` left out keeps the Hindi, "" clears it. */
export const HowToPlayBody = Type.Object({ content: Type.Optional(Type.Unknown()), contentHi: Type.Optional(Type.Unknown()) });

/** The answer of PUT /admin/how-to-play. */
export const HowToPlaySaved = Type.Object({ message: Type.String(), ...HowToPlay.properties });
export type HowToPlaySaved = Static<typeof HowToPlaySaved>;

/** The answer of GET /user/admin-whatsapp: the main settings' number, else the contact details' one, else "". */
export const AdminWhatsapp = Type.Object({ whatsappNumber: Type.String() });
export type AdminWhatsapp = Static<typeof AdminWhatsapp>;

/** The maintenance switch (GET/PUT /admin/maintenance): bets and deposits paused, and the players' message. */
export const Maintenance = Type.Object({ betting: Type.Boolean(), deposits: Type.Boolean(), message: Type.String() });
export type Maintenance = Static<typeof Maintenance>;

/**
 * The answer of GET /main-settings/public: the main settings, whether the withdrawal window is enforced, and what
 * the operator has paused for maintenance (the app shows its message as a banner meanwhile).
 */
export const PublicSettings = Type.Object({
  ...MainSettings.properties,
  withdrawalWindow: WithdrawalWindow,
  maintenance: Maintenance,
});
export type PublicSettings = Static<typeof PublicSettings>;

/** The body of PUT /admin/maintenance: fields left out keep their value; the rules judge the values. */
export const MaintenanceBody = Type.Object({
  betting: Type.Optional(Type.Unknown()),
  deposits: Type.Optional(Type.Unknown()),
  message: Type.Optional(Type.Unknown()),
});
export type MaintenanceBody = Static<typeof MaintenanceBody>;
