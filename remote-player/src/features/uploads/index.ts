export { HandUploadGate } from './components/hand-upload-gate';
