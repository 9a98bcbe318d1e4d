import { describe, expect, it } from 'vitest';
import { splitNames } from './add-students-dialog';

describe('splitNames', () => {
  it('reads one name per line, trimmed, blank lines dropped', () => {
    expect(splitNames(' Ada \r\nBruno\n\n  Chloé\n')).toEqual(['Ada', 'Bruno', 'Chloé']);
  });

  it('also splits on tabs, commas and semicolons (a spreadsheet column or a typed list)', () => {
    expect(splitNames('Ada\tBruno, Chloé;Daniel')).toEqual(['Ada', 'Bruno', 'Chloé', 'Daniel']);
  });
});
