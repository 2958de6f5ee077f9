import type { Database } from '../../../platform/db/client';
import type { StorageDriver } from '../../../platform/storage';
import type { FilesFrontDoor } from '../files.front-door';
import { files } from '../files.schema';

/** For tests and benches only: the file rows set against what the object store really holds. */
export type StoreCheck = {
  /**
   * Bytes the quota gets wrong, measured against the store: per owner |storage route total − Σ real
   * object sizes of the owner's rows|, plus the size of every object no row accounts for.
   */
  drift: number;
  /** Rows without object, objects without row, rows whose size is not the object's size, per-owner drift. */
  problems: string[];
  /** Keys of the objects in the store that have no row. */
  objectsWithoutRow: string[];
};

/**
 * Compares each file row with its object through the storage driver (`stat`: the object's real
 * size) and lists the store for objects without a row – the "0 quota drift" check of issue 8 that
 * can fail: the storage route is computed from the rows, so comparing it with the rows alone could not.
 */
export async function checkStoreAgainstRows(
  db: Database,
  front: Pick<FilesFrontDoor, 'storageInfoOf'> & { storage: Pick<StorageDriver, 'stat' | 'list'> },
): Promise<StoreCheck> {
  const problems: string[] = [];
  const rows = await db.select({ ownerUuid: files.ownerUuid, sizeBytes: files.sizeBytes, storageKey: files.storageKey }).from(files);
  const storedByOwner = new Map<string, number>();
  for (const row of rows) {
    const object = await front.storage.stat(row.storageKey);
    if (!object) problems.push(`row ${row.storageKey} has no object`);
    else if (object.size !== row.sizeBytes) problems.push(`row ${row.storageKey} says ${row.sizeBytes} bytes, its object has ${object.size}`);
    storedByOwner.set(row.ownerUuid, (storedByOwner.get(row.ownerUuid) ?? 0) + (object?.size ?? 0));
  }
  let drift = 0;
  for (const [ownerUuid, stored] of storedByOwner) {
    const info = await front.storageInfoOf(ownerUuid);
    const counted = info.used_space + info.system_used_space + info.trashcan_used_space + info.system_trashcan_used_space;
    drift += Math.abs(counted - stored);
    if (counted !== stored) problems.push(`quota drift for ${ownerUuid}: the storage route counts ${counted} bytes, the store holds ${stored}`);
  }
  const keys = new Set(rows.map((row) => row.storageKey));
  const objectsWithoutRow: string[] = [];
  for await (const object of front.storage.list('files/')) {
    if (keys.has(object.key)) continue;
    objectsWithoutRow.push(object.key);
    drift += object.size;
    problems.push(`object ${object.key} (${object.size} bytes) has no row`);
  }
  return { drift, problems, objectsWithoutRow };
}
