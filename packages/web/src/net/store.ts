/** A minimal observable value with a Preact hook; enough state management for this client. */
import { useEffect, useState } from 'preact/hooks';

export class Store<T> {
  private readonly listeners = new Set<(v: T) => void>();
  constructor(private value: T) {}
  get(): T {
    return this.value;
  }
  set(value: T): void {
    this.value = value;
    for (const l of this.listeners) l(value);
  }
  subscribe(l: (v: T) => void): () => void {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  }
}

export function useStore<T>(store: Store<T>): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    setValue(store.get());
    return store.subscribe(setValue);
  }, [store]);
  return value;
}
