export { isValidInn } from './validators/inn'
