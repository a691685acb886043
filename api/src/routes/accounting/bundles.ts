import type { Db } from '../../db/types';

export interface BundleRow {
  id: number;
  contract_id: number;
  number: number;
  start_datetime: Date;
  end_datetime: Date | null;
}

export interface ContractRow {
  id: number;
  start_datetime: Date;
  end_datetime: Date | null;
  amount_games: number;
  personal_share: string;
  min_personalfunds_buyins: number;
}

/** The player's latest contract (open or not), or undefined. */
export function lastContract(db: Db, userId: number): Promise<ContractRow | undefined> {
  return db.one<ContractRow>(
    `SELECT id, start_datetime, end_datetime, amount_games, personal_share::text AS personal_share,
            min_personalfunds_buyins
       FROM contracts WHERE user_id = $1 ORDER BY start_datetime DESC, id DESC LIMIT 1`,
    [userId],
  );
}

export function contractBundles(db: Db, contractId: number): Promise<BundleRow[]> {
  return db.query<BundleRow>(
    `SELECT id, contract_id, number, start_datetime, end_datetime FROM bundles
      WHERE contract_id = $1 ORDER BY number`,
    [contractId],
  );
}

/** The bundle new movements belong to: the latest bundle of the player's latest contract. */
export async function currentBundle(db: Db, userId: number): Promise<BundleRow | undefined> {
  return db.one<BundleRow>(
    `SELECT b.id, b.contract_id, b.number, b.start_datetime, b.end_datetime
       FROM bundles b JOIN contracts c ON c.id = b.contract_id
      WHERE c.user_id = $1 ORDER BY c.start_datetime DESC, c.id DESC, b.number DESC LIMIT 1`,
    [userId],
  );
}
