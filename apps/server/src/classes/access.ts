import { type ClassMemberRole, classMessages } from '@grindstone/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../errors';
import { signedInUser } from '../sessions/auth';
import type { ClassesRepository, ClassRow } from './repository';

export interface ClassAccess {
  row: ClassRow;
  /** The viewer's role in the class; an admin who is not a member acts as an instructor. */
  role: ClassMemberRole;
}

/**
 * Who may see a class: its members, and admins. Anyone else gets 404, as if it did not exist,
 * so class ids reveal nothing. Instructor-only actions give a student 403.
 */
export function classAccess(classes: Pick<ClassesRepository, 'find' | 'roleOf'>) {
  async function asMember(request: FastifyRequest, classId: string): Promise<ClassAccess> {
    const user = signedInUser(request);
    const row = await classes.find(classId);
    const memberRole = row ? await classes.roleOf(row.id, user.id) : undefined;
    const role = memberRole ?? (user.role === 'admin' ? 'instructor' : undefined);
    if (!row || !role) throw notFound(classMessages.classNotFound);
    return { row, role };
  }

  async function asInstructor(request: FastifyRequest, classId: string): Promise<ClassAccess> {
    const access = await asMember(request, classId);
    if (access.role !== 'instructor') throw forbidden(classMessages.instructorsOnly);
    return access;
  }

  return { asMember, asInstructor };
}
export type ClassAccessCheck = ReturnType<typeof classAccess>;
