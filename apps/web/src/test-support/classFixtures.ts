import type { AssignmentProgress, ClassSummary, PublicUser } from '@grindstone/contract';
import type { MemberAssignment, SimilarityCompare } from '../classes/classesApi';
import { problemA, problemB } from './contestFixtures';

// Classes, assignments and progress as the server sends them (packages/contract/src/classes.ts).

export const classId = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
export const assignmentId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const studentB = {
  _id: 'c0ffee00-1111-4222-8333-444455556666',
  firstName: 'Alan',
  lastName: 'Turing',
};

export const instructor: PublicUser = {
  _id: 'abcdef01-2345-4678-89ab-cdef01234567',
  firstName: 'Barbara',
  lastName: 'Liskov',
  emailId: 'barbara@example.com',
  role: 'instructor',
  profileImage: '',
};

export function aClass(overrides: Partial<ClassSummary> = {}): ClassSummary {
  return {
    _id: classId,
    name: 'Algorithms 101',
    role: 'student',
    memberCount: 3,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const hour = 3600_000;

export function anAssignment(
  overrides: Partial<MemberAssignment> = {},
  now = Date.now(),
): MemberAssignment {
  const dueAt = new Date(now + 26 * hour).toISOString();
  return {
    _id: assignmentId,
    classId,
    title: 'Week 1: arrays',
    problems: [
      { _id: problemA, title: 'Pair Sum', difficulty: 'easy' },
      { _id: problemB, title: 'Longest Ridge', difficulty: 'hard' },
    ],
    opensAt: new Date(now - hour).toISOString(),
    dueAt,
    latePolicy: 20,
    createdAt: new Date(now - 2 * hour).toISOString(),
    myDueAt: dueAt,
    myProgress: [
      {
        problemId: problemA,
        status: 'solved',
        attempts: 2,
        solvedAt: new Date(now - 10 * 60_000).toISOString(),
        late: false,
      },
      { problemId: problemB, status: 'attempted', attempts: 1, solvedAt: null, late: false },
    ],
    myScore: 100,
    maxScore: 200,
    ...overrides,
  };
}

export function aProgress(ada: {
  _id: string;
  firstName: string;
  lastName: string;
}): AssignmentProgress {
  const {
    myDueAt: _due,
    myProgress: _progress,
    myScore: _score,
    maxScore: _max,
    ...assignment
  } = anAssignment();
  return {
    assignment,
    maxScore: 200,
    students: [
      {
        user: ada,
        dueAt: assignment.dueAt,
        problems: [
          {
            problemId: problemA,
            status: 'solved',
            attempts: 3,
            solvedAt: '2030-01-02T10:00:00.000Z',
            late: true,
          },
          { problemId: problemB, status: 'none', attempts: 0, solvedAt: null, late: false },
        ],
        score: 80,
      },
      {
        user: studentB,
        dueAt: '2040-01-01T00:00:00.000Z',
        problems: [
          { problemId: problemA, status: 'attempted', attempts: 1, solvedAt: null, late: false },
          { problemId: problemB, status: 'none', attempts: 0, solvedAt: null, late: false },
        ],
        score: 0,
      },
    ],
  };
}

export function aComparison(ada: {
  _id: string;
  firstName: string;
  lastName: string;
}): SimilarityCompare {
  return {
    problemId: problemA,
    score: 0.82,
    a: {
      user: ada,
      submissionId: 'aaaaaaaa-0000-4000-8000-000000000001',
      language: 'javascript',
      code: 'const a = 1;\nconst b = 2;\nconsole.log(a + b);',
    },
    b: {
      user: studentB,
      submissionId: 'aaaaaaaa-0000-4000-8000-000000000002',
      language: 'javascript',
      code: '// mine\nconst x = 1;\nconst y = 2;\nconsole.log(x + y);',
    },
    regions: [{ a: { startLine: 2, endLine: 3 }, b: { startLine: 3, endLine: 4 } }],
  };
}
