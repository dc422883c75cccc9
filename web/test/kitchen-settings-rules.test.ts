import {
  minuteOptions,
  minutesSavedNote,
  stationsSavedNote,
  stationsToSave,
} from '../src/features/restaurants/kitchenRules';

describe('the kitchen settings card', () => {
  it('offers minutes with the saved value among them, and says what 0 means', () => {
    expect(minuteOptions([10, 20], 25).map((o) => o.value)).toEqual(['10', '20', '25']);
    expect(minuteOptions([0, 10], 10)[0]).toEqual({ value: '0', label: 'At its time' });
    expect(minutesSavedNote('redMinutes', 25)).toBe('Saved. A ticket turns red after 25 minutes.');
    expect(minutesSavedNote('prepMinutes', 0)).toBe('Saved. A scheduled order comes up at its time.');
  });

  it('sends the stations typed, a blank one left to Kitchen, and names them once saved', () => {
    expect(stationsToSave({ a: ' Oven ', b: '', c: 'Bar' })).toEqual([
      { categoryId: 'a', station: 'Oven' },
      { categoryId: 'c', station: 'Bar' },
    ]);
    expect(stationsSavedNote(['Oven', 'Bar', 'Kitchen'])).toBe(
      'Saved. The kitchen display has the stations Oven, Bar and Kitchen.',
    );
    expect(stationsSavedNote(['Kitchen'])).toBe('Saved. The kitchen display has the station Kitchen.');
  });
});
