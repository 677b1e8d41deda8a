/**
 * Local storage that keeps working when the browser refuses it (private mode, blocked cookies),
 * when it is full, and when it holds corrupt JSON: reads then give `undefined`, writes report
 * failure, and the page carries on with an in-memory copy for this visit.
 */
import { isBrowser } from '../../page-runtime/environment';

export interface SafeStorage {
  /** The stored value when it parses and passes `isValid`; otherwise undefined. */
  read<T>(key: string, isValid: (value: unknown) => value is T): T | undefined;
  /** Stores the value as JSON; false when the browser refused (it is kept in memory then). */
  write(key: string, value: unknown): boolean;
  remove(key: string): void;
}

function browserStorage(): Storage | undefined {
  if (!isBrowser()) return undefined;
  try {
    const storage = globalThis.localStorage;
    const probe = '__shop-elements-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

export function createSafeStorage(storage: Storage | undefined = browserStorage()): SafeStorage {
  const memory = new Map<string, string>();

  function rawRead(key: string): string | null {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  return {
    read<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
      const text = rawRead(key);
      if (text === null) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        if (isValid(value)) return value;
        console.warn(
          `shop-elements: local storage "${key}" holds data of an unexpected shape; ignoring it.`,
        );
      } catch {
        console.warn(`shop-elements: local storage "${key}" holds corrupt JSON; ignoring it.`);
      }
      return undefined;
    },
    write(key: string, value: unknown): boolean {
      const text = JSON.stringify(value);
      try {
        if (!storage) throw new Error('local storage is unavailable');
        storage.setItem(key, text);
        memory.delete(key);
        return true;
      } catch (error) {
        memory.set(key, text);
        console.warn(`shop-elements: could not save "${key}" to local storage (${String(error)}).`);
        return false;
      }
    },
    remove(key: string): void {
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to remove from a storage the browser refuses.
      }
    },
  };
}
