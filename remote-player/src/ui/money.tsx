// Moved to @fund/shared/ui (issue 45: one Money); kept until the last importer follows.
export { Money } from '@fund/shared/ui';
