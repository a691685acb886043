import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded store's folder is the owner's alone (issue 36 item 4): folders 0700, files 0600.
 *
 * PGlite's file system (emscripten's NODEFS) creates each file 0777 and then chmods it to 0666 —
 * the umask has no say in an explicit chmod — so the database's files were world-writable. Under a
 * folder given here, every mode set through node:fs (mkdir, open, writeFile, chmod: the calls NODEFS
 * makes) loses its group and other bits; a folder or file made without a mode gets 0700 or 0600.
 * Paths elsewhere are untouched.
 */
const roots = new Set<string>();
const OWNER_ONLY = 0o700;

function inside(file: unknown): boolean {
  if (typeof file !== 'string') return false;
  const full = path.resolve(file);
  for (const root of roots) if (full === root || full.startsWith(root + path.sep)) return true;
  return false;
}

const masked = (file: unknown, mode: unknown, fallback: number): unknown => {
  if (!inside(file)) return mode;
  if (typeof mode === 'string') return Number.parseInt(mode, 8) & ~0o077;
  return typeof mode === 'number' ? mode & ~0o077 : fallback;
};

type ModeOptions = { mode?: unknown } | string | number | null | undefined;
function withMode(file: unknown, options: ModeOptions, fallback: number): ModeOptions {
  if (!inside(file)) return options;
  if (typeof options === 'number') return masked(file, options, fallback) as number;
  if (typeof options === 'string') return { encoding: options, mode: fallback } as ModeOptions;
  return { ...options, mode: masked(file, options?.mode, fallback) };
}

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  const { chmodSync, mkdirSync, openSync, writeFileSync } = fs;
  const patched = fs as unknown as Record<string, (...args: unknown[]) => unknown>;
  patched.chmodSync = (file, mode) => chmodSync(file as string, masked(file, mode, 0o600) as number);
  patched.mkdirSync = (file, options) =>
    mkdirSync(file as string, withMode(file, options as ModeOptions, OWNER_ONLY) as fs.MakeDirectoryOptions);
  patched.openSync = (file, flags, mode) =>
    openSync(file as string, flags as fs.OpenMode, masked(file, mode ?? 0o666, 0o600) as number);
  patched.writeFileSync = (file, data, options) =>
    writeFileSync(
      file as string,
      data as string,
      withMode(file, options as ModeOptions, 0o600) as fs.WriteFileOptions,
    );
}

/** Folders 0700 and files 0600 under `dir`, from now on and for what is already there. */
export function makePrivate(dir: string): void {
  const root = path.resolve(dir);
  roots.add(root);
  install();
  fs.mkdirSync(root, { recursive: true, mode: OWNER_ONLY });
  const walk = (folder: string) => {
    fs.chmodSync(folder, OWNER_ONLY);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && (fs.statSync(full).mode & 0o077) !== 0) fs.chmodSync(full, 0o600);
    }
  };
  walk(root);
}
