import {
  ageMinutes,
  ageTone,
  ageWords,
  allDay,
  atStation,
  byAge,
  staleWords,
  later,
  ticketNumber,
  upNow,
  type Ticket,
} from '../src/features/kitchen/rules';

const NOW = Date.parse('2026-11-27T18:30:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

const line = (title: string, o: Partial<Ticket['lines'][number]> = {}): Ticket['lines'][number] => ({
  id: `${title}-${Math.random()}`,
  quantity: 1,
  parts: [{ text: title, depth: 0 }],
  notes: '',
  station: 'Kitchen',
  doneAt: null,
  added: false,
  voided: false,
  ...o,
});

const ticket = (number: number, o: Partial<Ticket> = {}): Ticket => ({
  orderId: `order-${number}`,
  orderNumber: number,
  offlineNumber: null,
  orderType: 'togo',
  channel: 'counter',
  customerName: null,
  scheduleTime: null,
  fireAt: null,
  notes: '',
  sentAt: minutesAgo(1),
  readyAt: null,
  readyBy: null,
  voided: false,
  payment: 'unpaid',
  version: 1,
  lines: [],
  ...o,
});

describe('the kitchen display’s rules', () => {
  it('colours a ticket by the minutes since it came up, at the restaurant’s thresholds', () => {
    const settings = { amberMinutes: 10, redMinutes: 20 };
    expect(ageTone(ageMinutes(ticket(1, { sentAt: minutesAgo(9) }), NOW), settings)).toBe('fresh');
    expect(ageTone(ageMinutes(ticket(1, { sentAt: minutesAgo(10) }), NOW), settings)).toBe('amber');
    expect(ageTone(ageMinutes(ticket(1, { sentAt: minutesAgo(25) }), NOW), settings)).toBe('red');
    // A scheduled order counts from its fire time, not from when it was printed hours ago.
    const scheduled = ticket(2, { sentAt: minutesAgo(180), fireAt: minutesAgo(3) });
    expect(ageMinutes(scheduled, NOW)).toBe(3);
    expect(ageWords(4)).toBe('4 min');
    expect(ageWords(65)).toBe('1 h 05 min');
  });

  it('shows a scheduled ticket from its fire time, oldest first', () => {
    const tickets = [
      ticket(3, { sentAt: minutesAgo(2) }),
      ticket(1, { sentAt: minutesAgo(30), fireAt: new Date(NOW + 60_000).toISOString() }),
      ticket(2, { sentAt: minutesAgo(5) }),
    ];
    expect(upNow(tickets, NOW).map((t) => t.orderNumber)).toEqual([2, 3]);
    expect(later(tickets, NOW)).toBe(1);
    expect(upNow(tickets, NOW + 120_000).map((t) => t.orderNumber)).toEqual([2, 3, 1]);
  });

  it('puts a scheduled order at its time among the ones wanted now, and gathers tickets up too long apart', () => {
    // #4 wanted at 18:40 (fired 18:20 with 20 minutes' prep) comes after #5 printed 18:25, before none wanted later.
    const tickets = [
      ticket(4, { sentAt: minutesAgo(90), fireAt: minutesAgo(10) }),
      ticket(5, { sentAt: minutesAgo(5) }),
      ticket(6, { sentAt: minutesAgo(1) }),
    ];
    expect(upNow(tickets, NOW, 20).map((t) => t.orderNumber)).toEqual([5, 6, 4]);
    expect(upNow(tickets, NOW, 0).map((t) => t.orderNumber)).toEqual([4, 5, 6]);

    const night = [ticket(7, { sentAt: minutesAgo(11 * 60) }), ticket(8, { sentAt: minutesAgo(121) }), ...tickets];
    const { current, old } = byAge(upNow(night, NOW, 20), NOW, 120);
    expect(current.map((t) => t.orderNumber)).toEqual([5, 6, 4]);
    expect(old.map((t) => t.orderNumber)).toEqual([7, 8]);
    expect(byAge(night, NOW, 720).old).toEqual([]);
    expect(staleWords(120)).toBe('2 h');
    expect(staleWords(90)).toBe('90 min');
  });

  it('gives a station only its lines, and counts what is still to make all day', () => {
    const t1 = ticket(1, {
      lines: [
        line('Large Pepperoni', { station: 'Oven', quantity: 2 }),
        line('Fries', { station: 'Fryer' }),
        line('Large Pepperoni', { station: 'Oven', doneAt: minutesAgo(1) }),
      ],
    });
    const t2 = ticket(2, {
      lines: [line('Large Pepperoni', { station: 'Oven' }), line('Fries', { station: 'Fryer', voided: true })],
    });
    const t3 = ticket(3, { voided: true, lines: [line('Fries', { station: 'Fryer' })] });
    expect(atStation(t1, { kind: 'station', name: 'Fryer' })!.lines.map((l) => l.parts[0]!.text)).toEqual(['Fries']);
    expect(atStation(t2, { kind: 'station', name: 'Cold' })).toBeNull();
    expect(atStation(t2, { kind: 'all' })).toBe(t2);
    expect(allDay([t1, t2, t3])).toEqual([
      { name: 'Large Pepperoni', count: 3 },
      { name: 'Fries', count: 1 },
    ]);
  });

  it('names a ticket by its number, with the offline one beside it', () => {
    expect(ticketNumber(ticket(12))).toBe('#12');
    expect(ticketNumber(ticket(12, { offlineNumber: 'K7-03' }))).toBe('#12 (K7-03)');
  });
});
