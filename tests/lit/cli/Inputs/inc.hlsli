#define INC_VALUE 3
