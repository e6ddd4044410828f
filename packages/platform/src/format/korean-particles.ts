// The particle rules live in contracts, so the admin service's message templates choose Korean
// particles exactly as the pages do; the front end keeps importing them from here.
export { KOREAN_PARTICLES, withParticle, type KoreanParticle } from '@centre/contracts';
