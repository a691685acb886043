import { singleFlight } from './single-flight';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('drops a second call while the first is running (double click)', async () => {
    const pending = deferred();
    const fn = jest.fn(() => pending.promise);
    const guarded = singleFlight(fn);
    const first = guarded();
    const second = guarded();
    expect(second).toBeUndefined();
    pending.resolve('ok');
    await expect(first).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('lets the next call through once the previous one settled, also after a failure', async () => {
    const fn = jest.fn((n: number) => (n === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('two')));
    const guarded = singleFlight(fn);
    await expect(guarded(1)).rejects.toThrow('boom');
    await expect(guarded(2)).resolves.toBe('two');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('reopens when the function throws synchronously', () => {
    const fn = jest.fn((): Promise<void> => {
      throw new Error('sync');
    });
    const guarded = singleFlight(fn);
    expect(() => guarded()).toThrow('sync');
    expect(() => guarded()).toThrow('sync');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
