/* cJSON parses, edits, prints (both formats) and frees a document four times, with its
 * allocations from a static pool (cJSON_InitHooks): strings, numbers (strtod, sprintf),
 * arrays, objects, nesting, escapes and \u sequences, case-insensitive lookups (tolower). */
#include <stdio.h>
#include "cJSON.h"

static unsigned char pool[1 << 16];
static unsigned long used;

static void *pool_alloc(unsigned long n) {
  n = (n + 15) & ~15ul;
  if (used + n > sizeof pool) return 0;
  void *p = pool + used;
  used += n;
  return p;
}

static void pool_free(void *p) { (void)p; }

static const char doc[] =
    "{\"name\":\"csarules\",\"tags\":[\"dataflow\",\"ordering\",true,false,null],"
    "\"nested\":{\"a\":{\"b\":{\"c\":[\"x\",\"y\",\"z\"]}},\"empty\":{},\"list\":[]},"
    "\"escaped\":\"tab\\tquote\\\"\\u00e9\\u263a\",\"numbers\":[0,-7,1.5,-2.25e-3,6.02e23,0.1]}";

int main(void) {
  cJSON_Hooks hooks = {pool_alloc, pool_free};
  cJSON_InitHooks(&hooks);
  unsigned sum = 0;
  for (int round = 0; round < 4; ++round) {
    cJSON *root = cJSON_Parse(doc);
    if (!root) return 1;
    cJSON_AddStringToObject(root, "round", round & 1 ? "odd" : "even");
    cJSON_AddNumberToObject(root, "third", round / 3.0);
    cJSON_AddItemToArray(cJSON_GetObjectItem(root, "NUMBERS"), cJSON_CreateNumber(round * 1e-5));
    cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(root, "tags"),
                         cJSON_CreateString("more"));
    cJSON_DeleteItemFromObject(cJSON_GetObjectItem(root, "NESTED"), "Empty");
    char out[1024];
    if (!cJSON_PrintPreallocated(root, out, sizeof out, round & 1)) return 2;
    for (char *p = out; *p; ++p) sum = sum * 31 + (unsigned char)*p;
    puts(out);
    cJSON_Delete(root);
  }
  printf("%u %lu\n", sum, used);
  return 0;
}
