import type { Db } from '../../db/types';

interface Row {
  id: number;
  type: 'send' | 'receive';
  room_short_name: string;
  room_name: string;
  room_id: number;
  currency_name: string;
  amount: string;
  send_account_nickname: string;
  receive_account_nickname: string | null;
  send_ewallet_id: number | null;
  send_ewallet_address: string | null;
  send_ewallet_type: number | null;
  receive_ewallet_id: number | null;
  receive_ewallet_address: string | null;
  receive_ewallet_type: number | null;
  receiver_is_admin: boolean;
  receiver_id: number | null;
  receive_room_account_id: number | null;
  status: string;
  admin_comment: string;
  created_datetime: Date;
}

const wallet = (id: number | null, address: string | null, type: number | null) =>
  id === null ? null : { id, address, type: { id: type } };

/** to_send: my transfers still to confirm; to_receive: sent to me, waiting for my confirmation. */
export async function listTransfers(db: Db, userId: number) {
  const rows = await db.query<Row>(
    `SELECT t.id, CASE WHEN s.user_id = $1 THEN 'send' ELSE 'receive' END AS type,
            r.short_name AS room_short_name, r.name AS room_name, r.id AS room_id, r.currency_name,
            t.amount::text AS amount, s.name AS send_account_nickname, rc.name AS receive_account_nickname,
            sw.id AS send_ewallet_id, sw.address AS send_ewallet_address, sw.type_id AS send_ewallet_type,
            rw.id AS receive_ewallet_id, rw.address AS receive_ewallet_address, rw.type_id AS receive_ewallet_type,
            t.receiver_is_admin, rc.user_id AS receiver_id, rc.id AS receive_room_account_id,
            t.status, t.admin_comment, t.created_datetime
       -- The player's transfers one account at a time, each side through its own (account, status)
       -- index (LATERAL, OFFSET 0 keeps it a per-account scan): an OR over the two sides, or a join
       -- back to transfers, let the generic plan of the prepared statement (and PGlite, which
       -- has no statistics) scan every transfer of every player (issue 11). The two sides are
       -- disjoint by status.
       FROM (SELECT x.* FROM account_records a
               CROSS JOIN LATERAL (SELECT * FROM transfers x WHERE x.sender_account_record_id = a.id
                                      AND x.status IN ('new', 'held') OFFSET 0) x
              WHERE a.user_id = $1
             UNION ALL
             SELECT x.* FROM account_records a
               CROSS JOIN LATERAL (SELECT * FROM transfers x WHERE x.receiver_account_record_id = a.id
                                      AND x.status = 'sent' OFFSET 0) x
              WHERE a.user_id = $1) t
       JOIN rooms r ON r.id = t.room_id
       JOIN account_records s ON s.id = t.sender_account_record_id
       LEFT JOIN account_records rc ON rc.id = t.receiver_account_record_id
       LEFT JOIN ewallets sw ON sw.id = t.send_ewallet_id
       LEFT JOIN ewallets rw ON rw.id = t.receive_ewallet_id
      ORDER BY t.created_datetime DESC, t.id DESC`,
    [userId],
  );
  const items = rows.map(({ send_ewallet_id, send_ewallet_address, send_ewallet_type, status, ...row }) => {
    const { receive_ewallet_id, receive_ewallet_address, receive_ewallet_type, ...rest } = row;
    return {
      ...rest,
      send_ewallet: wallet(send_ewallet_id, send_ewallet_address, send_ewallet_type),
      receive_ewallet: wallet(receive_ewallet_id, receive_ewallet_address, receive_ewallet_type),
      is_balance_hold: status === 'held',
    };
  });
  return {
    to_send: items.filter((item) => item.type === 'send'),
    to_receive: items.filter((item) => item.type === 'receive'),
  };
}
