import { fieldsOf } from '@zest/kit';

/** Root fields of the menu: each declares its permission (kit/access/guards.ts `fieldsOf`). */
export const read = fieldsOf('menu.read');

export const write = fieldsOf('menu.write');
