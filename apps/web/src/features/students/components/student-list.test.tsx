import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { jsonResponse, mockFetch } from '../../../test/helpers';
import { StudentList } from './student-list';

const classId = '6f1c1b9e-3b7a-4a63-9d2f-0c1d2e3f4a5b';
const ada = {
  id: '7f1c1b9e-3b7a-4a63-9d2f-0c1d2e3f4a5b',
  classId,
  name: 'Ada',
  grade: 'CE1',
  world: 'galaxy',
  accessibilityOptions: { read_aloud: true, animations: true, captions: false, time_limited_exercises: true, cursive_font: false },
  foundationalVocabularyEnabled: false,
  foundationalVocabularyCompletedAt: null,
  homeCode: 'ABCDEF',
  homeCodeStatus: 'SENT',
  isDemo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderList(role: 'PRIMARY_TEACHER' | 'CO_TEACHER', students: (typeof ada)[] = [ada]) {
  mockFetch(jsonResponse(200, students));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <StudentList classId={classId} role={role} otherClasses={[]} />
    </QueryClientProvider>,
  );
}

describe('StudentList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists pupils with their grade, world and home code, and lets the primary teacher add more', async () => {
    renderList('PRIMARY_TEACHER');
    const row = (await screen.findByRole('rowheader', { name: 'Ada' })).closest('tr');
    expect(row?.textContent).toContain('CE1 (grade 2)');
    expect(row?.textContent).toContain('Galaxy');
    expect(row?.textContent).toContain('ABCDEF');
    expect(screen.getByRole('button', { name: 'Add pupils' })).toBeTruthy();
  });

  it('tells a co-teacher to ask the primary teacher instead of offering to add pupils', async () => {
    renderList('CO_TEACHER');
    await screen.findByRole('rowheader', { name: 'Ada' });
    expect(screen.queryByRole('button', { name: 'Add pupils' })).toBeNull();
    expect(screen.getByText(/ask them to add yours/)).toBeTruthy();
  });

  it('sorts pupils as the reader’s language does, accents included', async () => {
    const named = (name: string, index: number) => ({ ...ada, id: ada.id.replace(/^7/, String(index)), name });
    renderList('PRIMARY_TEACHER', ['Lucas', 'Léa', 'Zoé', 'Élise', 'Arthur'].map(named));
    await screen.findByRole('rowheader', { name: 'Léa' });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Arthur', 'Élise', 'Léa', 'Lucas', 'Zoé']);
  });

  it('names the pupil in each settings button, after the visible word', async () => {
    renderList('PRIMARY_TEACHER');
    expect(await screen.findByRole('button', { name: 'Settings of Ada' })).toBeTruthy();
  });
});
