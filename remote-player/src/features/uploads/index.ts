export { HandUploadDialog, type HandUploadDialogProps } from './components/hand-upload-dialog';
export { HandUploadGate } from './components/hand-upload-gate';
