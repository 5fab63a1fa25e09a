import {
  JudgeStatus,
  type Post,
  type ProblemDetail,
  type Profile,
  type PublicUser,
  type RunResult,
  type RunTestCase,
  type Submission,
  type SubmitResult,
} from '@grindstone/contract';

// Bodies shaped as the server sends them (packages/contract), for the fake API to answer with.

export const ada: PublicUser = {
  _id: '0b6f7c1e-2a4d-4c3b-9e8f-1a2b3c4d5e6f',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailId: 'ada@example.com',
  role: 'user',
  profileImage: '',
};

export const admin: PublicUser = {
  _id: '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5a',
  firstName: 'Grace',
  lastName: 'Hopper',
  emailId: 'grace@example.com',
  role: 'admin',
  profileImage: '',
};

export const twoSumId = '3f2c8a9e-1b7d-4e6f-a5c4-9d8e7f6a5b4c';

export function aProblem(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    _id: twoSumId,
    title: 'Two Sum',
    difficulty: 'easy',
    tags: 'array',
    companies: ['Acme'],
    description: 'Print the sum of **two** numbers.',
    visibleTestCases: [{ input: '1 2', output: '3', explanation: 'One plus two is three.' }],
    startCode: [
      { language: 'C++', initialCode: 'int main() {}' },
      { language: 'Java', initialCode: 'class Main {}' },
      { language: 'JavaScript', initialCode: '// read two numbers' },
    ],
    referenceSolution: [],
    timeLimitMs: 2000,
    languageTimeLimitsMs: {},
    memoryLimitKb: 262_144,
    checker: 'default',
    ...overrides,
  };
}

export function aRunTestCase(overrides: Partial<RunTestCase> = {}): RunTestCase {
  return {
    stdin: '1 2',
    expected_output: '3',
    stdout: '3',
    stderr: '',
    status_id: JudgeStatus.accepted,
    status: { id: JudgeStatus.accepted, description: 'Accepted' },
    time: 0.012,
    memory: 2048,
    ...overrides,
  };
}

export function aRunResult(overrides: Partial<RunResult> = {}): RunResult {
  return {
    success: true,
    error: null,
    status: 'Accepted',
    status_id: JudgeStatus.accepted,
    testCases: [aRunTestCase()],
    runtime: 0.012,
    memory: 2048,
    ...overrides,
  };
}

export function aSubmitResult(overrides: Partial<SubmitResult> = {}): SubmitResult {
  return {
    accepted: true,
    error: null,
    status: 'Accepted',
    status_id: JudgeStatus.accepted,
    passedTestCases: 5,
    totalTestCases: 5,
    runtime: 0.05,
    memory: 4096,
    submissionId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    ...overrides,
  };
}

export function aSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    _id: '9c8b7a6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
    status: 'Accepted',
    status_id: JudgeStatus.accepted,
    language: 'javascript',
    createdAt: '2026-03-04T10:15:00.000Z',
    code: 'console.log(3);',
    runtime: 0.04,
    memory: 512,
    testCasesPassed: 5,
    testCasesTotal: 5,
    errorMessage: null,
    ...overrides,
  };
}

export function aPost(overrides: Partial<Post> = {}): Post {
  return {
    _id: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a',
    title: 'How do I start with graphs?',
    content: 'Breadth-first search is a **good** start.',
    tags: ['graph', 'bfs'],
    user: { _id: ada._id, firstName: ada.firstName, lastName: ada.lastName },
    createdAt: '2026-03-04T10:15:00.000Z',
    updatedAt: '2026-03-04T10:15:00.000Z',
    comments: [],
    likes: 2,
    likedByMe: false,
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: ada._id,
    firstName: ada.firstName,
    lastName: ada.lastName,
    age: 36,
    bio: 'Poet of numbers',
    github: 'https://github.com/ada',
    location: 'London',
    profileImage: '',
    emailId: ada.emailId,
    role: 'user',
    problemSolvedCount: 1,
    problemsSolved: [{ _id: twoSumId, title: 'Two Sum', difficulty: 'easy', tags: 'array' }],
    joinDate: '2025-12-10T09:00:00.000Z',
    posts: [],
    stats: { easy: 1, medium: 0, hard: 0, postsCount: 0, commentsCount: 0 },
    ...overrides,
  };
}
