/* A bytecode interpreter's dispatch loop (the shape of Lua's luaV_execute): each case
 * loads and stores through `regs` and `mem`, which may alias, so every access waits for
 * the stores of every case of earlier iterations, read from the loop header's token
 * phis: many ops wait for the same sets of phis (the materialiser merges such a set
 * once, in a shared all0). The program, a constant table, sums n, n-1, ..., 1 into
 * mem[1] and counts the iterations in mem[2]; n comes in through regs[0]. */
enum { LOADK, ADD, SUB, MUL, MOVE, LOAD, STORE, JNZ, HALT };

static const unsigned char program[][4] = {
    {LOADK, 1, 1, 0},  /* r1 = 1 */
    {LOADK, 2, 0, 0},  /* r2 = 0 */
    {LOADK, 3, 0, 0},  /* r3 = 0 */
    {ADD, 2, 2, 0},    /* r2 += r0 */
    {STORE, 2, 3, 1},  /* mem[r3 + 1] = r2 */
    {LOAD, 4, 3, 1},   /* r4 = mem[r3 + 1] */
    {MUL, 5, 4, 1},    /* r5 = r4 * r1 */
    {MOVE, 6, 5, 2},   /* r6 = r5, mem[2] += 1 */
    {SUB, 0, 0, 1},    /* r0 -= r1 */
    {JNZ, 0, 3, 0},    /* if r0 goto 3 */
    {HALT, 6, 0, 0},   /* return r6 + mem[0] */
};

int dispatch(int *regs, int *mem) {
  int pc = 0;
  for (;;) {
    const unsigned char *ins = program[pc];
    int a = ins[1], b = ins[2], c = ins[3];
    switch (ins[0]) {
    case LOADK: regs[a] = b - c; break;
    case ADD: regs[a] = regs[b] + regs[c]; break;
    case SUB: regs[a] = regs[b] - regs[c]; break;
    case MUL: regs[a] = regs[b] * regs[c]; break;
    case MOVE: regs[a] = regs[b]; mem[c] += 1; break;
    case LOAD: regs[a] = mem[regs[b] + c]; break;
    case STORE: mem[regs[b] + c] = regs[a]; break;
    case JNZ:
      if (regs[a] != 0) {
        pc = b;
        continue;
      }
      break;
    case HALT: return regs[a] + mem[0];
    }
    pc++;
  }
}
