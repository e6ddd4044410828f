// The API contract: every request and response shape, and the spec's enumerations and rules.
export * from './enums.ts';
export * from './rules.ts';
export * from './identifiers.ts';
export * from './seoul-calendar.ts';
export * from './common.ts';
export * from './api-paths.ts';
export * from './auth.ts';
export * from './center.ts';
export * from './credentials.ts';
export * from './users.ts';
export * from './members.ts';
export * from './member-admin.ts';
export * from './validation.ts';
export * from './access-errors.ts';
export * from './application-windows.ts';
export * from './applications.ts';
export * from './apply-refusals.ts';
export * from './apply-pages.ts';
export * from './front-end-paths.ts';
export * from './application-review.ts';
export * from './demo-members.ts';
export * from './audit.ts';
export * from './messages.ts';
export * from './inquiries.ts';
export * from './collections.ts';
export * from './facilities.ts';
export * from './education.ts';
export * from './gallery.ts';
export * from './site.ts';
export * from './boards.ts';
export * from './resources.ts';
export * from './statistics.ts';
export * from './staff.ts';
// Advice and practice sessions (issue 27).
export * from './practices.ts';
export * from './advice.ts';
// Contact messages, public Q&A, members' posts and forms with files (issue 27, content service).
export * from './contact.ts';
export * from './questions.ts';
export * from './member-posts.ts';
export * from './form-files.ts';
// Exhibitions and the auction (auction service).
export * from './auction.ts';
// Trade fairs, buyer matching and the maker directory (fairs)
export * from './fairs.ts';
export * from './fair-grid.ts';
// The makers' shop (shop).
export * from './shop.ts';
// Korean particles chosen by the word (pages' i18n formatter and the outbox's templates).
export * from './korean-particles.ts';
// The booking number makers and staff quote for an application (messages, console).
export * from './booking-number.ts';
// Paying won works through the shop, and offering unpaid wins to the next bidder (auction ↔ shop).
export * from './auction-payment.ts';
// The booking number makers quote to staff (applications, issue 20).
export * from './booking-number.ts';
// The waiting room of an application window (issue 21).
export * from './waiting-room.ts';
// Members' phone numbers: Korean digits, overseas E.164 (libphonenumber-js).
export * from './phones.ts';
