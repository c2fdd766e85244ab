// The sign-in's mobile rule, loaded when the identifier is a mobile: it brings the phone code,
// which most people, signing in by login, never need.
export { checkMobile } from '../../shared/phone-rules'
