# cmake -DROOT=<source dir> -P doctest_test_names.cmake
# doctest_discover_tests() (doctest.cmake) splits a test case's name at ';', as CMake splits
# lists: "a; b" becomes the ctest tests "a" and " b", each of which runs no test case and
# passes. This check fails, naming the files, when a TEST_CASE name has a ';'.

file(GLOB_RECURSE sources ${ROOT}/core/*.cpp ${ROOT}/editor/*.cpp ${ROOT}/app/*.cpp)
set(offenders "")
foreach(source IN LISTS sources)
  file(STRINGS ${source} found REGEX "TEST_CASE\\(\"[^\"]*;")
  if(found)
    string(APPEND offenders "\n  ${source}")
  endif()
endforeach()
if(offenders)
  message(FATAL_ERROR "TEST_CASE names with ';' (ctest would split them and run nothing), use ',' in:${offenders}")
endif()
