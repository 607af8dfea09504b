import { describe, expect, it } from 'vitest';
import { timerPrefill } from './timer-prefill.ts';

const devices = ['Anti-turtle Sleeves', 'Adjustable Penis Weight Hanging System'];

describe('the session form pre-filled by the timer', () => {
  it('takes the device and the minutes from the address', () => {
    expect(timerPrefill('?device=Anti-turtle+Sleeves&duration=40', devices)).toEqual({
      device: 'Anti-turtle Sleeves',
      duration: '40',
    });
  });

  it('leaves out a device not in the list and minutes the form would refuse', () => {
    expect(timerPrefill('?device=Rocket&duration=1441', devices)).toEqual({});
    expect(timerPrefill('?duration=-3', devices)).toEqual({});
    expect(timerPrefill('?duration=2.5', devices)).toEqual({});
    expect(timerPrefill('', devices)).toEqual({});
  });
});
